@_exported import NorgKit
