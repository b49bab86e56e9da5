import { relations } from "drizzle-orm";

import { oneTimeCodes } from "./codes";
import { faqs } from "./faqs";
import { searchEvents, searchQueries } from "./searches";
import { users } from "./users";

export const usersRelations = relations(users, ({ many }) => ({
  editedFaqs: many(faqs),
  oneTimeCodes: many(oneTimeCodes),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  editedBy: one(users, { fields: [faqs.editedByUserId], references: [users.id] }),
}));

export const searchQueriesRelations = relations(searchQueries, ({ many }) => ({
  events: many(searchEvents),
}));

export const searchEventsRelations = relations(searchEvents, ({ one }) => ({
  searchQuery: one(searchQueries, {
    fields: [searchEvents.searchQueryId],
    references: [searchQueries.id],
  }),
}));

export const oneTimeCodesRelations = relations(oneTimeCodes, ({ one }) => ({
  user: one(users, { fields: [oneTimeCodes.userId], references: [users.id] }),
}));
