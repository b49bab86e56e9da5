// The site's languages are stored values, defined below the database (db/values/languages.ts);
// the contract and the pages read them from here.
export * from "../../db/values/languages";
