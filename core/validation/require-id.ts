import { IsNotEmpty, IsString } from "class-validator";
import { GatewayError } from "../errors/gateway-error.ts";
import { validateInput } from "./validate-input.ts";

export const INVALID_ID = "invalid id";

/** Every delete names what it deletes (SPEC §5). */
export class DeleteByIdDto {
  @IsString({ message: INVALID_ID }) @IsNotEmpty({ message: INVALID_ID }) readonly id!: string;
}

/**
 * The id a delete call may send, or a 400 'invalid id' without calling anything. Both gateway adapters check
 * it first, so an empty id is refused the same way in memory and over HTTP (where it would only make a
 * malformed path).
 */
export function requireId(id: string): string {
  const { errMsgs } = validateInput(DeleteByIdDto, { id: typeof id === "string" ? id.trim() : id });
  if (errMsgs.length > 0) throw GatewayError.http(400, INVALID_ID);
  return id;
}
