import { listAnswer } from "../../api-document/operation.ts";
import { organizationOperation } from "../organization-operation.ts";
import { GRID_NODE_EXAMPLE } from "./grid-nodes.components.ts";

export const GRID_NODES_OPERATIONS = {
  list: organizationOperation({
    id: "listGridNodes",
    summary: "List the grid nodes",
    description: "Where models can run, by region then name, with their price and renewable share.",
    answer: listAnswer("The grid nodes.", "GridNode", GRID_NODE_EXAMPLE),
  }),
};
