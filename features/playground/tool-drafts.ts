import type { FunctionTool } from "../../core/chat-completions/function-tool.ts";
import {
  readToolDefinition,
  TOOL_TEMPLATES,
  type ToolTemplateId,
} from "../../core/chat-completions/tool-definition.ts";
import type { PlaygroundSetup, ToolDraft } from "./playground.state.ts";

type Tools = Pick<PlaygroundSetup, "tools" | "removedTool">;

/** What "Add empty" starts from: the shape to fill in, its name missing until the person writes one. */
const EMPTY_TOOL = JSON.stringify(
  { name: "", description: "", parameters: { type: "object", properties: {}, required: [] } },
  null,
  2,
);

/**
 * The drafts as they read, in order: a tool named like one before it is flagged, so the second of two alike is
 * the one to rename.
 */
export function checkedToolDrafts(
  drafts: readonly { readonly id: string; readonly text: string }[],
): ToolDraft[] {
  const names: string[] = [];
  return drafts.map(({ id, text }) => {
    const read = readToolDefinition(text, names);
    if ("problem" in read) return { id, text, tool: null, problem: read.problem };
    names.push(read.tool.function.name);
    return { id, text, tool: read.tool, problem: null };
  });
}

/** The tools to offer, when every draft defines one; null when one does not. */
export function offeredTools(drafts: readonly ToolDraft[]): FunctionTool[] | null {
  const tools = drafts.flatMap((draft) => (draft.tool ? [draft.tool] : []));
  return tools.length === drafts.length ? tools : null;
}

/** The tools with one more at the end: a template's function, or an empty one to fill in. */
export function withToolAdded(setup: Tools, id: string, template: ToolTemplateId | null): Tools {
  const text = TOOL_TEMPLATES.find((each) => each.id === template)?.definition ?? EMPTY_TOOL;
  return { tools: checkedToolDrafts([...setup.tools, { id, text }]), removedTool: null };
}

/** The tools with one rewritten; every tool is read again, since a name freed or taken changes the others. */
export function withToolEdited(setup: Tools, id: string, text: string): Pick<Tools, "tools"> {
  return { tools: checkedToolDrafts(setup.tools.map((draft) => (draft.id === id ? { id, text } : draft))) };
}

/** The tools without one, kept aside to be put back; unchanged when there is no such tool. */
export function withToolRemoved(setup: Tools, id: string): Tools {
  const index = setup.tools.findIndex((draft) => draft.id === id);
  const draft = setup.tools[index];
  if (!draft) return setup;
  const tools = checkedToolDrafts(setup.tools.filter((each) => each.id !== id));
  return { tools, removedTool: { draft, index } };
}

/** The tools with the one removed last back where it was. */
export function withRemovalUndone(setup: Tools): Tools {
  const removed = setup.removedTool;
  if (!removed) return setup;
  const drafts = [...setup.tools];
  drafts.splice(removed.index, 0, removed.draft);
  return { tools: checkedToolDrafts(drafts), removedTool: null };
}
