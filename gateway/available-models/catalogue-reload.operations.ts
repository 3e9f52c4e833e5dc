import { operation } from "../api-document/operation.ts";
import { integer, listOf, record, text } from "../api-document/schema-words.ts";

export const CATALOGUE_RELOAD_OPERATIONS = {
  reload: operation({
    id: "reloadCatalogue",
    summary: "Apply the catalogue file again",
    description:
      "Reads GATEWAY_CATALOGUE_FILE again and makes the providers and models what it declares, as SIGHUP does; " +
      "a model it no longer declares becomes inactive, never deleted. A file with mistakes changes nothing.",
    tag: "Available models",
    access: "operator",
    answer: {
      status: 200,
      description: "What the catalogue holds now.",
      schema: record({
        file: text("The catalogue file read."),
        providers: integer("Providers declared."),
        activeModels: integer("Models declared, all active."),
        deactivated: listOf(text(), "Models the file no longer declares, now inactive."),
      }),
      example: {
        file: "/etc/gateway/catalogue.json",
        providers: 5,
        activeModels: 24,
        deactivated: ["gpt-4o"],
      },
    },
    refusals: {
      400: [
        "The file has mistakes; each names where it is. Nothing changed.",
        "/etc/gateway/catalogue.json: models[3].prices.input is missing",
      ],
    },
  }),
};
