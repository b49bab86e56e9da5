export declare const OPERATOR_SOURCES: Readonly<Record<string, string>>;
export declare const OPERATOR_COMMANDS: readonly string[];
