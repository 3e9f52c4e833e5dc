import type { PiiEntity } from "../../../core/organization/pii-entities.ts";
import { cardSamples } from "./card-samples.ts";
import { emailSamples } from "./email-samples.ts";
import { ibanSamples } from "./iban-samples.ts";
import { ipSamples } from "./ip-samples.ts";
import { nationalIdSamples } from "./national-id-samples.ts";
import { phoneSamples } from "./phone-samples.ts";
import type { PiiSample, PiiSampler } from "./pii-sample.ts";
import { SeededRandom } from "./seeded-random.ts";

export const FORMATS = ["text", "json", "tool"] as const;
/** Running text, a JSON document, a tool call whose arguments are a JSON string inside JSON. */
export type CorpusFormat = (typeof FORMATS)[number];

/** A labelled span: [start, end) of the text holds a value of the kind. */
export interface LabelledSpan {
  readonly entity: PiiEntity;
  readonly start: number;
  readonly end: number;
}

export interface LabelledText {
  readonly text: string;
  readonly format: CorpusFormat;
  /** The kind the text was made for: it holds one value of it, or (a near-miss) one look-alike. */
  readonly entity: PiiEntity;
  readonly form: string;
  readonly nearMiss: boolean;
  /** Empty for a near-miss: nothing in it may be found. */
  readonly spans: readonly LabelledSpan[];
}

export const SAMPLERS: readonly PiiSampler[] = [
  emailSamples,
  phoneSamples,
  cardSamples,
  ibanSamples,
  ipSamples,
  nationalIdSamples,
];

const OPENERS = [
  "Hi team,",
  "Summarise this ticket:",
  "Customer wrote:",
  "Please update the record.",
  "Translate to French:",
  "",
  "Note from the call on Tuesday:",
];
const CLOSERS = [
  ".",
  ", thanks!",
  " if anything changes.",
  " before Friday.",
  "",
  " — see the attached notes.",
];
/** Lines of a longer message around the value, so JSON strings carry escaped newlines. */
const OTHER_LINES = [
  "Thanks in advance.",
  "Kind regards,\nSam",
  "The order was late again.",
  "Priority: high",
];

function sentence(random: SeededRandom, sample: PiiSample): { text: string; at: number } {
  const opener = random.pick(OPENERS);
  const before = `${opener}${opener ? " " : ""}${sample.lead}${sample.before ?? ""}`;
  return { text: `${before}${sample.value}${sample.after ?? ""}${random.pick(CLOSERS)}`, at: before.length };
}

/** Places a unique marker where the value goes, serialises, then puts the value in the marker's place. */
function serialised(build: (marker: string) => unknown, sample: PiiSample): { text: string; at: number } {
  const marker = "\u0000VALUE\u0000";
  const json = JSON.stringify(build(marker));
  const escapedMarker = JSON.stringify(marker).slice(1, -1);
  // In tool arguments the marker is escaped twice; find whichever form the serialisation holds.
  const twice = JSON.stringify(escapedMarker).slice(1, -1);
  const found = json.includes(twice) ? twice : escapedMarker;
  const at = json.indexOf(found);
  return { text: json.replace(found, sample.value), at };
}

function embedded(
  random: SeededRandom,
  sample: PiiSample,
  format: CorpusFormat,
): { text: string; at: number } {
  if (format === "text") return sentence(random, sample);
  const inField = (marker: string) => `${sample.before ?? ""}${marker}${sample.after ?? ""}`;
  const note = (marker: string) =>
    `${random.pick(OTHER_LINES)}\n${sample.lead}${inField(marker)}\n${random.pick(OTHER_LINES)}`;
  const inNote = random.next() < 0.4;
  const fields = (marker: string) => ({
    id: `req_${random.integer(1000, 9999)}`,
    ...(inNote ? { note: note(marker) } : { [sample.field]: inField(marker) }),
    status: random.pick(["open", "pending", "closed"]),
  });
  if (format === "json") return serialised((marker) => ({ customer: fields(marker), source: "crm" }), sample);
  return serialised(
    (marker) => ({
      role: "assistant",
      tool_calls: [
        {
          id: `call_${random.integer(100000, 999999)}`,
          type: "function",
          function: { name: "update_customer", arguments: JSON.stringify(fields(marker)) },
        },
      ],
    }),
    sample,
  );
}

function labelled(
  random: SeededRandom,
  sampler: PiiSampler,
  format: CorpusFormat,
  nearMiss: boolean,
): LabelledText {
  const sample = nearMiss ? sampler.nearMiss(random) : sampler.value(random);
  const { text, at } = embedded(random, sample, format);
  if (text.slice(at, at + sample.value.length) !== sample.value) throw new Error(`misplaced ${sample.value}`);
  const spans = nearMiss ? [] : [{ entity: sampler.entity, start: at, end: at + sample.value.length }];
  return { text, format, entity: sampler.entity, form: sample.form, nearMiss, spans };
}

/** For each kind, `perKind` texts holding one value and `perKind` near-misses, spread over the three formats. */
export function piiCorpus(perKind: number, seed = 31): LabelledText[] {
  const random = new SeededRandom(seed);
  const corpus: LabelledText[] = [];
  for (const sampler of SAMPLERS)
    for (const nearMiss of [false, true])
      for (let index = 0; index < perKind; index++)
        corpus.push(labelled(random, sampler, FORMATS[index % FORMATS.length] ?? "text", nearMiss));
  return corpus;
}
