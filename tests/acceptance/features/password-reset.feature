Feature: Resetting a forgotten password
  A reset link is emailed; its code sets a new password, and the person is then signed in with it.

  Scenario: Asking for a reset link says it was sent, with a hint to check spam
    Given I am a visitor
    When I ask for a password reset for "demo@meridian.example"
    Then the sign-in page says only "We have sent you a link to reset your password. If it has not arrived in a few minutes, check your spam folder or request a new link."

  @memory-build
  Scenario: The emailed code sets a new password and signs the person in
    Given I am a visitor
    And I open "/auth?tier=pro"
    When I ask for a password reset for "demo@meridian.example"
    And I follow the password reset link sent to "demo@meridian.example"
    And I choose the new password "a-brand-new-one"
    Then I am signed in as "demo@meridian.example"
    And I am at "/playground"

  Scenario: The new password works and the old one no longer does
    Given I am a visitor
    When I ask for a password reset for "demo@meridian.example"
    And I follow the password reset link sent to "demo@meridian.example"
    And I choose the new password "a-brand-new-one"
    And I sign out
    And I sign in with the email "demo@meridian.example" and the password "meridian-demo"
    Then the sign-in page says only "The email or password you entered is incorrect."
    When I sign in with the email "demo@meridian.example" and the password "a-brand-new-one"
    Then I am signed in as "demo@meridian.example"

  Scenario: A link whose code is not valid says so
    Given I am a visitor
    When I open "/auth?mode=resetPassword&oobCode=used-or-made-up"
    And I choose the new password "a-brand-new-one"
    Then the sign-in page says only "Invalid Code."
    And I am not signed in
