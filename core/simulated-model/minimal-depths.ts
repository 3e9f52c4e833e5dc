import type { JsonTypeName, SchemaNode, TypedNode } from "./schema-node.ts";

/** How deep a value must go to be finished: 0 for a scalar, Infinity when the schema can only recurse. */
export type DepthOf = (node: SchemaNode) => number;

/**
 * The fewest generation steps each node needs to reach a complete value, up to `deepest`; a node that needs more,
 * or can only recurse, gets Infinity.
 */
export function minimalDepths(nodes: readonly SchemaNode[], deepest: number): DepthOf {
  const depths = new Map<SchemaNode, number>();
  const depthOf: DepthOf = (node) => depths.get(node) ?? Infinity;
  const parents = new Map<SchemaNode, SchemaNode[]>();
  for (const node of nodes)
    for (const child of childrenOf(node)) {
      const known = parents.get(child);
      if (known === undefined) parents.set(child, [node]);
      else known.push(node);
    }
  // Knuth's generalisation of Dijkstra's shortest paths: nodes settle shallowest first, each from children
  // already settled, so recursive definitions settle without following their cycles and each node is visited
  // only when one of its children gets shallower.
  const byDepth: SchemaNode[][] = Array.from({ length: deepest + 1 }, () => []);
  const update = (node: SchemaNode) => {
    const depth = stepDepth(node, depthOf);
    if (depth >= depthOf(node) || depth > deepest) return;
    depths.set(node, depth);
    byDepth[depth]?.push(node);
  };
  for (const node of nodes) update(node);
  for (const [depth, settled] of byDepth.entries())
    for (const node of settled)
      if (depthOf(node) === depth) for (const parent of parents.get(node) ?? []) update(parent);
  return depthOf;
}

/** The depth of a typed node's value when it is built as `type`. */
export function typeDepth(node: TypedNode, type: JsonTypeName, depthOf: DepthOf): number {
  if (type === "object") {
    const { properties, required, additional } = node.object;
    const needed = required.map((name) => {
      const property = properties.get(name) ?? additional;
      return property === null ? Infinity : depthOf(property);
    });
    return 1 + Math.max(0, ...needed);
  }
  if (type === "array") return node.array.minItems === 0 ? 1 : 1 + depthOf(node.array.items);
  return 0;
}

function stepDepth(node: SchemaNode, depthOf: DepthOf): number {
  switch (node.kind) {
    case "any":
    case "literal":
      return 0;
    case "never":
      return Infinity;
    case "ref":
      return 1 + depthOf(node.target);
    case "anyOf":
      return 1 + Math.min(...node.branches.map(depthOf));
    case "typed":
      return Math.min(...node.types.map((type) => typeDepth(node, type, depthOf)));
  }
}

function childrenOf(node: SchemaNode): readonly SchemaNode[] {
  switch (node.kind) {
    case "ref":
      return [node.target];
    case "anyOf":
      return node.branches;
    case "typed": {
      const { properties, additional } = node.object;
      return [...properties.values(), ...(additional === null ? [] : [additional]), node.array.items];
    }
    default:
      return [];
  }
}
