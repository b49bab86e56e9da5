import { register } from "node:module";

register("./server-only-hook.mjs", import.meta.url);
