"use client";

import Link from "next/link";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { toast } from "sonner";

import { ScrollButtons } from "@/components/faq/scroll-buttons";
import type { UserRow } from "@/components/users/user-row";
import { api } from "@/lib/client/api";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/client/storage";
import { LIST_ITEM_CAP, LIST_ITEM_DROP, LOAD_GUARD_MS, USER_PAGE_SIZE } from "@/lib/constants";
import { MESSAGES } from "@/lib/messages";

/**
 * SPEC §2 "Admin user list": search, order, infinite scroll, Scroll to Top, an Edit link per
 * user; §4: a search replaces the list and turns paging off, Clear resets and reloads; §9: pages
 * of 15 loaded within 600 px of the bottom, at most 500 kept.
 */

type UserOrder = 0 | 1 | 2;

const ORDER_LABELS: Record<UserOrder, string> = {
  0: "Order by First Name",
  1: "Order by Last Name",
  2: "Order by Email",
};
const ORDERS: readonly UserOrder[] = [0, 1, 2];

/** SPEC §9: the user list loads more within 600 px of the bottom. */
const LOAD_MORE_WITHIN_PX = 600;

// SPEC §3: the order choice lives in localStorage (default 0); read it as an external store so
// the server's HTML and the first client render agree, and a change shows at once.
const orderListeners = new Set<() => void>();

function readOrder(): UserOrder {
  const value = Number(readStorage(STORAGE_KEYS.userOrder));
  return value === 1 || value === 2 ? value : 0;
}

function saveOrder(order: UserOrder): void {
  writeStorage(STORAGE_KEYS.userOrder, String(order));
  for (const listener of orderListeners) listener();
}

function subscribeToOrder(listener: () => void): () => void {
  orderListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    orderListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const ORDER_KEYS: Record<UserOrder, (user: UserRow) => string> = {
  0: (user) => user.firstName,
  1: (user) => user.lastName,
  2: (user) => user.email,
};

/** Search results arrive best match first; the chosen order applies to them too. */
function sortUsers(users: UserRow[], order: UserOrder): UserRow[] {
  const key = ORDER_KEYS[order];
  return [...users].sort(
    (a, b) => key(a).localeCompare(key(b), undefined, { sensitivity: "base" }) || a.id - b.id,
  );
}

export function UserList() {
  const order = useSyncExternalStore(subscribeToOrder, readOrder, () => 0 as const);
  const [users, setUsers] = useState<UserRow[]>([]);
  const [query, setQuery] = useState("");
  const [mode, setMode] = useState<"paged" | "search">("paged");
  const [loading, setLoading] = useState(true);
  const [searchedFor, setSearchedFor] = useState("");

  // Paging state that the scroll handler reads without subscribing again.
  const fetched = useRef(0);
  const exhausted = useRef(false);
  const busy = useRef(true);
  const generation = useRef(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const dropped = useRef<number | null>(null);

  /** Fetches a page; callers mark the list as loading first (it starts so). */
  const fetchPage = useCallback(async (nextOrder: UserOrder, reset: boolean) => {
    const run = ++generation.current;
    busy.current = true;
    try {
      const skip = reset ? 0 : fetched.current;
      const page = await api.get<UserRow[]>("User/GetUsers", {
        query: { Limit: USER_PAGE_SIZE, skip, orderBy: nextOrder },
      });
      if (run !== generation.current) return;
      fetched.current = skip + page.length;
      // SPEC §4: a short page means there is no more.
      exhausted.current = page.length < USER_PAGE_SIZE;
      setUsers((current) => {
        const next = reset ? page : [...current, ...page];
        if (next.length <= LIST_ITEM_CAP) return next;
        // SPEC §9: at most 500 kept; the oldest 15 go and the scroll position is kept.
        const rows = Array.from(bodyRef.current?.rows ?? []).slice(0, LIST_ITEM_DROP);
        dropped.current = rows.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0);
        return next.slice(LIST_ITEM_DROP);
      });
    } catch {
      // The API module has shown the error (SPEC §8); stop paging rather than retry in a loop.
      if (run === generation.current) exhausted.current = true;
    } finally {
      if (run === generation.current) {
        setLoading(false);
        // SPEC §9: a 200 ms guard between loads.
        window.setTimeout(() => {
          if (run === generation.current) busy.current = false;
        }, LOAD_GUARD_MS);
      }
    }
  }, []);

  const loadPage = useCallback(
    (nextOrder: UserOrder, reset: boolean) => {
      setLoading(true);
      void fetchPage(nextOrder, reset);
    },
    [fetchPage],
  );

  useLayoutEffect(() => {
    if (dropped.current !== null) {
      window.scrollBy(0, -dropped.current);
      dropped.current = null;
    }
  }, [users]);

  // The first page, in the stored order.
  useEffect(() => {
    void fetchPage(readOrder(), true);
  }, [fetchPage]);

  useEffect(() => {
    function onScroll() {
      if (mode !== "paged" || busy.current || exhausted.current) return;
      const distance =
        document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance <= LOAD_MORE_WITHIN_PX) loadPage(order, false);
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    // A short first page may not fill the window: check once the rows are in.
    const check = window.setTimeout(onScroll, LOAD_GUARD_MS + 10);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      window.clearTimeout(check);
    };
  }, [loadPage, mode, order, users.length]);

  async function search() {
    const text = query.trim();
    if (!text) {
      clear();
      return;
    }
    const run = ++generation.current;
    busy.current = true;
    setLoading(true);
    try {
      const results = await api.get<UserRow[]>("User/QueryUsers", {
        query: { SearchQuery: text },
      });
      if (run !== generation.current) return;
      setUsers(sortUsers(results, order));
      setMode("search");
      setSearchedFor(text);
      if (results.length === 0) toast.warning(MESSAGES.emptySearch, { id: "warning" });
    } catch {
      // The API module has shown the error (SPEC §8).
    } finally {
      if (run === generation.current) {
        setLoading(false);
        busy.current = false;
      }
    }
  }

  function clear() {
    setQuery("");
    setSearchedFor("");
    setMode("paged");
    window.scrollTo({ top: 0 });
    fetched.current = 0;
    exhausted.current = false;
    loadPage(order, true);
  }

  function chooseOrder(next: UserOrder) {
    saveOrder(next);
    if (mode === "search") {
      setUsers((current) => sortUsers(current, next));
      return;
    }
    fetched.current = 0;
    exhausted.current = false;
    loadPage(next, true);
  }

  return (
    <section className="user-list" aria-labelledby="user-list-heading">
      <h2 id="user-list-heading" className="visually-hidden">
        Users
      </h2>
      <form
        role="search"
        className="faq-search user-search"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor="user-search-input">Search users by name or email</label>
        <div className="faq-search-row">
          <input
            id="user-search-input"
            type="search"
            name="q"
            value={query}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Search..."
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <div className="faq-orders" role="group" aria-label="Order of the users">
        {ORDERS.map((value) => (
          <button
            key={value}
            type="button"
            className="button button-small"
            aria-pressed={order === value}
            onClick={() => {
              chooseOrder(value);
            }}
          >
            {ORDER_LABELS[value]}
          </button>
        ))}
      </div>

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
                  {/* SPEC §2: a relative link, edit/{id} beside this list's path. */}
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

      {loading ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : null}

      <ScrollButtons showBottom={false} />
    </section>
  );
}
