"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { ScrollButtons } from "@/components/faq/scroll-buttons";
import { ListSpinner, ListSearch, OrderButtons } from "@/components/lists/list-controls";
import { useInfiniteList } from "@/components/lists/use-infinite-list";
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

type UserOrder = 0 | 1 | 2;

const ORDER_OPTIONS: readonly { value: UserOrder; label: string }[] = [
  { value: 0, label: "Order by First Name" },
  { value: 1, label: "Order by Last Name" },
  { value: 2, label: "Order by Email" },
];

/** docs/product.md §9: the user list loads more within 600 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 600;

// docs/product.md §3: the order choice lives in localStorage (default 0).
const USER_ORDER = storedOrder<UserOrder>(STORAGE_KEYS.userOrder, [0, 1, 2]);

const ORDER_KEYS: Record<UserOrder, (user: UserSummary) => string> = {
  0: (user) => user.firstName,
  1: (user) => user.lastName,
  2: (user) => user.email,
};

/** Search results arrive best match first; the chosen order applies to them too. */
function sortUsers(users: UserSummary[], order: UserOrder): UserSummary[] {
  const key = ORDER_KEYS[order];
  return [...users].sort(
    (a, b) => key(a).localeCompare(key(b), undefined, { sensitivity: "base" }) || a.id - b.id,
  );
}

const fetchUsers = (skip: number, orderBy: UserOrder) =>
  api.user.getUsers({ limit: USER_PAGE_SIZE, skip, orderBy });

export function UserList() {
  const [order, saveOrder] = useStoredChoice(USER_ORDER);
  const [query, setQuery] = useState("");
  const [mode, setMode] = useState<"paged" | "search">("paged");
  const [searchedFor, setSearchedFor] = useState("");
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const {
    items: users,
    setItems: setUsers,
    loading,
    reload,
    replaceWith,
  } = useInfiniteList({
    initialItems: [] as UserSummary[],
    initialParams: USER_ORDER.initial,
    fetchPage: fetchUsers,
    pageSize: USER_PAGE_SIZE,
    loadWithinPx: LOAD_MORE_WITHIN_PX,
    lastPage: "short",
    listRef: bodyRef,
    paging: mode === "paged",
    loadingFirst: true,
  });

  // The first page, in the stored order.
  useEffect(() => {
    reload(USER_ORDER.read());
  }, [reload]);

  async function search() {
    const text = query.trim();
    if (!text) {
      clear();
      return;
    }
    await replaceWith(async (current) => {
      const results = await api.user.queryUsers({ searchQuery: text });
      if (!current()) return;
      setUsers(sortUsers(results, order));
      setMode("search");
      setSearchedFor(text);
      if (results.length === 0) toast.warning(MESSAGES.emptySearch, { id: "warning" });
    });
  }

  function clear() {
    setQuery("");
    setSearchedFor("");
    setMode("paged");
    window.scrollTo({ top: 0 });
    reload(order);
  }

  function chooseOrder(next: UserOrder) {
    saveOrder(next);
    if (mode === "search") {
      setUsers((current) => sortUsers(current, next));
      return;
    }
    reload(next);
  }

  return (
    <section className="user-list" aria-labelledby="user-list-heading">
      <h2 id="user-list-heading" className="visually-hidden">
        Users
      </h2>
      <ListSearch
        className="faq-search user-search"
        inputId="user-search-input"
        label="Search users by name or email"
        placeholder="Search..."
        value={query}
        onChange={setQuery}
        onSearch={() => void search()}
        onClear={clear}
      />

      <OrderButtons
        label="Order of the users"
        options={ORDER_OPTIONS}
        chosen={order}
        onChoose={chooseOrder}
      />

      <p className="visually-hidden" aria-live="polite">
        {mode === "search" && !loading
          ? `${String(users.length)} ${users.length === 1 ? "user" : "users"} found for ${searchedFor}`
          : ""}
      </p>

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
    </section>
  );
}
