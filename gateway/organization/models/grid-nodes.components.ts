import { component, dateTime, decimal, record, text, yesNo } from "../../api-document/schema-words.ts";
import { GRID_NODE_EXAMPLES } from "../seed/grid-node.fixtures.ts";

export const GRID_NODE = component(
  "GridNode",
  record(
    {
      id: text(),
      region: text(),
      name: text(),
      location: text(),
      lmp: decimal("Locational marginal price, US dollars per MWh."),
      renewablePercentage: decimal(),
      lastUpdatedAt: dateTime(),
      updatable: yesNo(),
    },
    { description: "A place of the power grid models run on." },
  ),
);

export const GRID_NODE_EXAMPLE = {
  ...GRID_NODE_EXAMPLES.EU,
  lastUpdatedAt: "2025-03-14T12:00:00.000Z",
  updatable: true,
};
