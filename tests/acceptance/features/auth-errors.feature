# @memory-only: these scenarios make the identity provider fail on purpose, which only the memory provider can be
# told to do (its test hook). The Auth emulator's real refusals are covered on the local profile by sign-in.feature
# (a wrong password) and local/emulator.feature (a refused reset code).
@memory-only
Feature: What the sign-in page says when the identity provider fails
  Every failure of SPEC §8 reads as its own clear message, whichever way the person signs in.

  Scenario Outline: A failed sign-in with a password says "<message>"
    Given I am a visitor
    And I open "/auth"
    And the identity provider's next answer is <code>
    When I sign in with the email "demo@meridian.example" and the password "meridian-demo"
    Then the sign-in page says only "<message>"
    And I am not signed in

    Examples:
      | code                      | message                                                                         |
      | UNKNOW                    | There was a problem logging you in. Please try again later.                     |
      | INVALID_LOGIN_CREDENTIALS | The email or password you entered is incorrect.                                 |
      | TOO_MANY_REQUEST          | Too many failed login attempts. Please try again later or reset your password.  |
      | NETWORK_REQUEST_FAILED    | The sign-in service could not be reached. Check your connection, then try again. |

  Scenario Outline: A failed popup sign-in says "<message>"
    Given I am a visitor
    And I open "/auth"
    And the identity provider's next answer is <code>
    When I sign in with my Google account
    Then the sign-in page says only "<message>"
    And I am not signed in

    Examples:
      | code                    | message                                                                                                      |
      | POPUP_BLOCKED           | Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.                        |
      | POPUP_CLOSED_BY_USER    | The sign-in window was closed before signing in finished. Try again when you are ready.                      |
      | CANCELLED_POPUP_REQUEST | Another sign-in window was opened, so this one was cancelled. Finish signing in there, or try again.         |
      | UNAUTHORIZED_DOMAIN     | Signing in is not allowed from this address. Open the dashboard from its usual address, or contact support.  |
      | WEB_STORAGE_UNSUPPORTED | Your browser blocks the storage that signing in needs. Allow cookies and site data for this site, then try again. |
      | EMAIL_EXISTS            | The email or password you entered is incorrect.                                                              |

  Scenario: A failed reset says "Invalid Code." for a code the provider refuses
    Given I am a visitor
    When I ask for a password reset for "demo@meridian.example"
    And I follow the password reset link sent to "demo@meridian.example"
    And the identity provider's next answer is INVALID_OOB_CODE
    And I choose the new password "a-brand-new-one"
    Then the sign-in page says only "Invalid Code."
