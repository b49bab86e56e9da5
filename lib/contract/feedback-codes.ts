// The codes of votes and content gaps are stored values, defined below the database
// (db/values/feedback-codes.ts); the contract and the pages read them from here.
export * from "../../db/values/feedback-codes";
