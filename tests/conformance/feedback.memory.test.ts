import { MemoryFeedbackGateway } from "../../adapters/gateway-memory/feedback/memory-feedback-gateway.adapter.ts";
import { feedbackGatewayConformance } from "./feedback.conformance.ts";

// The memory gateway does not tell visitors from signed-in people: nothing it answers depends on who sent it.
feedbackGatewayConformance(async () => new MemoryFeedbackGateway());
