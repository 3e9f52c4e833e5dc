/** A notification that is not the caller's is not found either: nobody learns of anyone else's. */
export const NOTIFICATION_NOT_FOUND = "Notification not found";
