/// Finds every task of a document. (Placeholder until the tasks issue lands.)
public enum TaskScanner {
    public static func scan(_ document: NorgDocument) -> [NorgTask] { [] }
}
