import type { Plugin, Rule } from "postcss";

/**
 * Blueprint components the dashboard never renders: the class prefix of each one's stylesheet, and the names the
 * code would import it by. A selector that needs one of these classes can match nothing, so it is left out of the
 * build. unused-blueprint-css.test.ts fails when one of these names is imported: take its entry off then.
 */
export const UNRENDERED_BLUEPRINT_COMPONENTS: Readonly<Record<string, readonly string[]>> = {
  breadcrumb: ["Breadcrumb"],
  breadcrumbs: ["Breadcrumbs"],
  "card-list": ["CardList"],
  "compound-tag": ["CompoundTag"],
  "context-menu": ["ContextMenu", "ContextMenuPopover", "showContextMenu", "hideContextMenu"],
  "control-card": ["CheckboxCard", "RadioCard", "SwitchCard"],
  "control-group": ["ControlGroup"],
  "dialog-step": ["DialogStep"],
  divider: ["Divider"],
  "editable-text": ["EditableText"],
  "entity-title": ["EntityTitle"],
  hotkey: ["Hotkey", "KeyComboTag"],
  hotkeys: ["Hotkeys", "HotkeysProvider", "HotkeysTarget2", "useHotkeys"],
  // KeyComboTag's parts (it is listed under hotkey).
  key: [],
  menu: ["Menu", "MenuItem", "MenuDivider"],
  "modifier-key": [],
  "multistep-dialog": ["MultistepDialog"],
  navbar: ["Navbar", "NavbarGroup", "NavbarHeading", "NavbarDivider"],
  "numeric-input": ["NumericInput"],
  "overflow-list": ["OverflowList"],
  "panel-stack": ["PanelStack"],
  "panel-stack2": ["PanelStack2"],
  submenu: [],
  "tag-input": ["TagInput"],
  tree: ["Tree", "TreeNode"],
};
const UNRENDERED_FAMILIES = Object.keys(UNRENDERED_BLUEPRINT_COMPONENTS);

const PREFIX = "bp6-";
/** Pseudo-classes whose arguments need not hold for the selector to match: their classes are not required. */
const OPTIONAL_ARGUMENTS = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/g;
/** The icon font's glyph of one icon, e.g. `.bp6-icon-add::before { content: "\f101" }`. */
const ICON_GLYPH = /^\.bp6-icon-[\w-]+::?before$/;

/**
 * Leaves out of Blueprint's stylesheet what the dashboard cannot use: every page waits for that stylesheet before
 * its first paint, so each byte left out comes sooner. It leaves out
 * - the icon font's glyphs, one rule per icon (about 1,400): the dashboard draws its icons as SVG components and
 *   never loads the font (it is in @blueprintjs/icons' stylesheet), and Blueprint cancels the glyph on any icon
 *   that holds its SVG;
 * - selectors that need a class of a component it never renders (UNRENDERED_BLUEPRINT_COMPONENTS).
 * Other stylesheets pass through untouched.
 */
export function postcssUnusedBlueprintCss(): Plugin {
  return {
    postcssPlugin: "unused-blueprint-css",
    Once(root) {
      if (!/@blueprintjs[\\/]core[\\/]/.test(root.source?.input.file ?? "")) return;
      root.walkRules((rule) => {
        if (isIconGlyph(rule)) {
          rule.remove();
          return;
        }
        const possible = rule.selectors.filter((selector) => !needsUnrenderedClass(selector));
        if (possible.length === 0) rule.remove();
        else if (possible.length < rule.selectors.length) rule.selectors = possible;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}

function isIconGlyph(rule: Rule): boolean {
  const onlyContent = rule.nodes.every((node) => node.type === "decl" && node.prop === "content");
  return onlyContent && rule.selectors.every((selector) => ICON_GLYPH.test(selector.trim()));
}

/** Whether the selector can match only an element with a class of an unrendered component. */
export function needsUnrenderedClass(selector: string): boolean {
  const required = withoutOptionalArguments(selector);
  for (const [, name] of required.matchAll(/\.(-?[\w-]+)/g)) {
    if (!name?.startsWith(PREFIX)) continue;
    const component = name.slice(PREFIX.length);
    if (UNRENDERED_FAMILIES.some((family) => component === family || component.startsWith(`${family}-`)))
      return true;
  }
  return false;
}

/** The selector with the arguments of :not(), :is(), :where() and :has() taken out, nested parentheses included. */
function withoutOptionalArguments(selector: string): string {
  let result = "";
  let from = 0;
  for (const match of selector.matchAll(OPTIONAL_ARGUMENTS)) {
    if (match.index < from) continue;
    result += selector.slice(from, match.index);
    let depth = 1;
    let at = match.index + match[0].length;
    while (at < selector.length && depth > 0) {
      if (selector[at] === "(") depth += 1;
      else if (selector[at] === ")") depth -= 1;
      at += 1;
    }
    from = at;
  }
  return result + selector.slice(from);
}
