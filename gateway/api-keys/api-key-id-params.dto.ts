import { IsNotEmpty, IsString, MaxLength } from "class-validator";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { Trimmed } from "../../core/validation/text-transforms.ts";

/** The key named in DELETE /users/apikeys/{id}: blank or absurdly long is 'invalid id' (SPEC §5). */
export class ApiKeyIdParamsDto {
  @Trimmed()
  @IsString({ message: INVALID_ID })
  @IsNotEmpty({ message: INVALID_ID })
  @MaxLength(100, { message: INVALID_ID })
  readonly id!: string;
}
