import { IsIn } from "class-validator";
import { ROTATION_GRACES, type RotationGrace } from "../../core/api-keys/rotation-grace.ts";

/** POST …/rotate: how long the secret being replaced keeps working. */
export class RotateApiKeyDto {
  @IsIn(ROTATION_GRACES, { message: `grace must be one of ${ROTATION_GRACES.join(", ")}` })
  readonly grace!: RotationGrace;
}
