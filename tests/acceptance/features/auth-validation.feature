Feature: The auth forms check what is typed
  The sign-in, forgot-password and reset-password forms refuse what breaks their rules, in class-validator's
  default words (SPEC §5), before the identity provider is asked anything.

  Scenario Outline: The sign-in form refuses <case>
    Given I am a visitor
    When I sign in with the email "<email>" and the password "<password>"
    Then the sign-in page says "<message>"
    And I am at "/auth"

    Examples:
      | case                 | email                 | password      | message                                               |
      | an invalid email     | demo.meridian.example | meridian-demo | email must be an email                                |
      | an empty password    | demo@meridian.example |               | password should not be empty                          |
      | a short password     | demo@meridian.example | seven77       | password must be longer than or equal to 8 characters |

  Scenario: The sign-in form refuses a password longer than 120 characters
    Given I am a visitor
    When I sign in with the email "demo@meridian.example" and a password of 121 characters
    Then the sign-in page says only "password must be shorter than or equal to 120 characters"

  Scenario: The sign-in form takes a password of exactly 120 characters
    Given I am a visitor
    When I sign in with the email "long@meridian.example" and a password of 120 characters
    Then I am signed in as "long@meridian.example"

  Scenario: The forgot-password form refuses an invalid email
    Given I am a visitor
    When I ask for a password reset for "demo at meridian"
    Then the sign-in page says only "email must be an email"

  Scenario: The reset-password screen refuses a short new password
    Given I am a visitor
    When I ask for a password reset for "demo@meridian.example"
    And I follow the password reset link sent to "demo@meridian.example"
    And I choose the new password "short"
    Then the sign-in page says only "newPassword must be longer than or equal to 8 characters"

  Scenario: The reset-password screen refuses a link without its code
    Given I am a visitor
    When I open "/auth?mode=resetPassword&oobCode="
    And I choose the new password "long enough now"
    Then the sign-in page says only "oobCode should not be empty"
