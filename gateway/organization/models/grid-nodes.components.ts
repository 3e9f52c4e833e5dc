import { component, dateTime, decimal, record, text, yesNo } from "../../api-document/schema-words.ts";

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
  id: "node-se3",
  region: "EU",
  name: "SE3",
  location: "Stockholm, Sweden (Nord Pool)",
  lmp: 41.2,
  renewablePercentage: 97.65,
  lastUpdatedAt: "2025-03-14T12:00:00.000Z",
  updatable: true,
};
