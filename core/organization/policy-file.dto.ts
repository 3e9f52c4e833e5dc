import { IsNotEmpty, IsUrl } from "class-validator";
import { TextIfGiven } from "../validation/text-if-given.ts";
import { KeptAsGiven, WithoutSpaces } from "../validation/text-transforms.ts";

/** A policy document uploaded from the person's computer: multipart `name` and `file`. */
export interface PolicyFileUpload {
  readonly name: string;
  readonly file: Blob;
}

/** A policy document the gateway fetches itself. */
export interface PolicyFromUrl {
  readonly name: string;
  readonly url: string;
}

/** POST …/departments/{depId}/files: name (spaces removed), file and both ids required (SPEC §5). */
export class PolicyFileUploadDto implements PolicyFileUpload {
  @WithoutSpaces() @TextIfGiven() @IsNotEmpty() readonly name!: string;
  @KeptAsGiven() @IsNotEmpty() readonly file!: Blob;
  @TextIfGiven() @IsNotEmpty() readonly organizationId!: string;
  @TextIfGiven() @IsNotEmpty() readonly departmentId!: string;
}

/** POST …/departments/{depId}/files/url: name (spaces removed) and a valid URL (SPEC §5). */
export class PolicyFromUrlDto implements PolicyFromUrl {
  @WithoutSpaces() @TextIfGiven() @IsNotEmpty() readonly name!: string;
  @IsUrl() readonly url!: string;
}
