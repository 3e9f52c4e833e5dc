import { IsNotEmpty, IsString } from "class-validator";

/** POST …/departments/{depId}/models: the organization model the department may use from now on. */
export class AssignModelDto {
  @IsString() @IsNotEmpty() readonly organizationModelId!: string;
}
