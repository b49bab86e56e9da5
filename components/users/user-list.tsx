"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { ListHeader, type ListHeaderTexts } from "@/components/lists/list-header";
import { ListSection, ListSpinner } from "@/components/lists/list-controls";
import { orderOptions, type ListOrder } from "@/components/lists/list-order";
import { useSearchableList } from "@/components/lists/use-searchable-list";
import { api } from "@/lib/client/api";
import type { UserSummary } from "@/lib/contract/user";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { storedOrder, useStoredChoice } from "@/lib/client/use-stored-choice";
import { USER_PAGE_SIZE } from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";

/**
 * docs/product.md §2 "Admin user list": search, order, infinite scroll, Scroll to Top, an Edit link
 * per user; §4: a search replaces the list and turns paging off, Clear resets and reloads; §9:
 * pages of 15 loaded within 600 px of the bottom, at most 500 kept.
 */

const ORDERS = orderOptions(["Order by First Name", "Order by Last Name", "Order by Email"]);

/** docs/product.md §9: the user list loads more within 600 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 600;

// docs/product.md §3: the order choice lives in localStorage (default 0).
const USER_ORDER = storedOrder<ListOrder>(STORAGE_KEYS.userOrder, [0, 1, 2]);

const ORDER_KEYS: Record<ListOrder, (user: UserSummary) => string> = {
  0: (user) => user.firstName,
  1: (user) => user.lastName,
  2: (user) => user.email,
};

/** Search results arrive best match first; the chosen order applies to them too. */
function sortUsers(users: UserSummary[], order: ListOrder): UserSummary[] {
  const key = ORDER_KEYS[order];
  return [...users].sort(
    (a, b) => key(a).localeCompare(key(b), undefined, { sensitivity: "base" }) || a.id - b.id,
  );
}

const USER_LIST: ListHeaderTexts = {
  searchBox: { className: "faq-search user-search", inputId: "user-search-input" },
  searchLabel: "Search users by name or email",
  placeholder: "Search...",
  orderLabel: "Order of the users",
  found: ["user found", "users found"],
};

const fetchUsers = (skip: number, orderBy: ListOrder) =>
  api.user.getUsers({ limit: USER_PAGE_SIZE, skip, orderBy });

export function UserList() {
  const [order, saveOrder] = useStoredChoice(USER_ORDER);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const list = useSearchableList({
    initialItems: [] as UserSummary[],
    initialParams: USER_ORDER.initial,
    order,
    fetchPage: fetchUsers,
    loadWithinPx: LOAD_MORE_WITHIN_PX,
    lastPage: { shorterThan: USER_PAGE_SIZE },
    listRef: bodyRef,
    loadingFirst: true,
    find: async (searchQuery) => ({
      items: sortUsers(await api.user.queryUsers({ searchQuery }), order),
    }),
    onClear: () => {
      window.scrollTo({ top: 0 });
    },
  });
  const { items: users, setItems: setUsers, loading, reload, searching } = list;

  // The first page, in the stored order.
  useEffect(() => {
    reload(USER_ORDER.read());
  }, [reload]);

  function chooseOrder(next: ListOrder) {
    saveOrder(next);
    if (searching) {
      setUsers((current) => sortUsers(current, next));
      return;
    }
    reload(next);
  }

  return (
    <ListSection className="user-list" headingId="user-list-heading" heading="Users">
      <ListHeader list={list} texts={USER_LIST} orders={ORDERS} onOrder={chooseOrder} />

      {users.length === 0 && !loading ? (
        <p className="faq-empty">{MESSAGES.nothingToSee}</p>
      ) : (
        <table className="users-table">
          <caption className="visually-hidden">Users</caption>
          <thead>
            <tr>
              <th scope="col">First Name</th>
              <th scope="col">Last Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">
                <span className="visually-hidden">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {users.map((user) => (
              <tr key={user.id}>
                <td data-label="First Name">{user.firstName}</td>
                <td data-label="Last Name">{user.lastName}</td>
                <td data-label="Email" className="users-email">
                  {user.email}
                </td>
                <td data-label="Role">
                  <span className={`role-badge role-${user.role.toLowerCase()}`}>{user.role}</span>
                </td>
                <td className="users-edit">
                  {/* docs/product.md §2: a relative link, edit/{id} beside this list's path. */}
                  <Link
                    href={`edit/${String(user.id)}`}
                    className="button button-small"
                    aria-label={`Edit ${user.firstName} ${user.lastName}`}
                  >
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ListSpinner loading={loading} />

      <ScrollButtons showBottom={false} />
    </ListSection>
  );
}
