export declare const OPERATOR_COMMANDS: readonly string[];
