import { IsNotEmpty, IsOptional, IsString } from "class-validator";
import { Trimmed } from "../validation/text-transforms.ts";

/** POST /organization/{orgId}/departments. */
export interface NewDepartment {
  readonly name: string;
  readonly description?: string | null;
}

/** A department's name is required and not blank (SPEC §5). */
export class CreateDepartmentDto implements NewDepartment {
  @Trimmed() @IsNotEmpty() readonly name!: string;
  @IsOptional() @IsString() readonly description?: string | null;
}
