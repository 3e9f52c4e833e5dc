import { ModelAccessType } from "../core/organization/organization-model.entity.ts";
import { DepartmentRole, OrganizationRole } from "../core/organization/organization-role.ts";
import type { RankedRole } from "../core/organization/permission-rank.ts";
import { DEMO_MODEL_NAMES } from "./demo-catalogue.ts";

/** One of the catalogue's models the demo organization offers its departments. */
export interface DemoAvailableModel {
  readonly id: string;
  /** The name of a model of DEMO_CATALOGUE (DEMO_MODEL_NAMES). */
  readonly model: string;
  readonly addedBy: RankedRole;
  readonly addedDaysAgo: number;
}

/** A model the demo organization hosts itself. */
export interface DemoCustomModel {
  readonly id: string;
  readonly name: string;
  readonly provider: string;
  readonly accessType: ModelAccessType;
  readonly dedicatedUrl: string;
  readonly customModelApikey: string;
  readonly configXml: string | null;
  readonly node: string;
  readonly region: string;
  /** One of DEMO_GRID_NODES, in `region`. */
  readonly gridNodeId: string;
  /** USD per million tokens in and out, as the organization set them; null: free. */
  readonly prices: readonly [input: number, output: number] | null;
  readonly lastModifyRole: RankedRole;
  readonly addedDaysAgo: number;
  readonly changedDaysAgo: number;
}

export const DEMO_AVAILABLE_MODELS: readonly DemoAvailableModel[] = [
  {
    id: "om-gpt-4o-mini",
    model: DEMO_MODEL_NAMES.gpt4oMini,
    addedBy: OrganizationRole.SUPER_ADMIN,
    addedDaysAgo: 175,
  },
  {
    id: "om-llama-70b",
    model: DEMO_MODEL_NAMES.llama,
    addedBy: OrganizationRole.OWNER,
    addedDaysAgo: 170,
  },
  {
    id: "om-mistral-large",
    model: DEMO_MODEL_NAMES.mistralLarge,
    addedBy: OrganizationRole.SUPER_ADMIN,
    addedDaysAgo: 100,
  },
  {
    // The organization's embedding model for policy documents: departments that may use it have theirs indexed.
    id: "om-embedding-small",
    model: DEMO_MODEL_NAMES.embeddingSmall,
    addedBy: OrganizationRole.OWNER,
    addedDaysAgo: 100,
  },
];

export const DEMO_CUSTOM_MODELS: readonly DemoCustomModel[] = [
  {
    id: "om-research-qwen",
    name: "qwen2.5-72b-research",
    provider: "vLLM",
    accessType: ModelAccessType.PRIVATE,
    dedicatedUrl: "https://llm.research.meridian.example/v1",
    customModelApikey: "rsk-qwen-research-7f3c91d2",
    configXml: "<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>",
    node: "gpu-se3-07",
    region: "EU",
    gridNodeId: "node-se3",
    prices: [0.4, 1.2],
    lastModifyRole: OrganizationRole.SUPER_ADMIN,
    addedDaysAgo: 95,
    changedDaysAgo: 40,
  },
  {
    id: "om-support-phi",
    name: "phi-3.5-mini-support",
    provider: "Ollama",
    accessType: ModelAccessType.PUBLIC,
    dedicatedUrl: "https://edge.support.meridian.example/v1",
    customModelApikey: "osk-support-phi-20b4",
    configXml: null,
    node: "edge-us-west-2",
    region: "US",
    gridNodeId: "node-caiso-sp15",
    prices: null,
    lastModifyRole: DepartmentRole.ADMIN,
    addedDaysAgo: 70,
    changedDaysAgo: 70,
  },
];
