import { IsNotEmpty, IsString, MaxLength } from "class-validator";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { Trimmed } from "../../core/validation/text-transforms.ts";
import { validatedInput } from "./validated-input.ts";

/** An id named in a path, e.g. DELETE /users/apikeys/{id}: blank or absurdly long is 'invalid id' (SPEC §5). */
export class PathIdDto {
  @Trimmed()
  @IsString({ message: INVALID_ID })
  @IsNotEmpty({ message: INVALID_ID })
  @MaxLength(100, { message: INVALID_ID })
  readonly id!: string;
}

/** The path's id, trimmed; a 400 'invalid id' when it is blank or absurdly long. */
export function pathId(id: string): string {
  return validatedInput(PathIdDto, { id }).id;
}
