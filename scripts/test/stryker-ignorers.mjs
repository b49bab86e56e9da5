// @ts-check
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/**
 * Mutants Stryker need not make (stryker.config.mjs): the text of a field's `.meta({...})` is the
 * OpenAPI document's description, read by people, asserted by no behaviour.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "documentation", {
    /** @param {import("@babel/core").NodePath} path */
    shouldIgnore(path) {
      const call = path.parentPath;
      if (path.listKey !== "arguments" || !call?.isCallExpression()) return undefined;
      const callee = call.node.callee;
      const isMeta =
        callee.type === "MemberExpression" &&
        callee.property.type === "Identifier" &&
        callee.property.name === "meta";
      return isMeta ? "An OpenAPI description (documentation, not behaviour)." : undefined;
    },
  }),
];
