@local
Feature: Identity against the Firebase Auth emulator
  The local build signs people in through the real Firebase SDK against the Auth emulator (email privacy on).

  Scenario: A new person signs up, signs out, resets the password through the emailed code and signs in again
    Given I am a visitor
    When I sign in with the email "ada.emulated@meridian.example" and the password "first-password"
    Then I am at "/playground"
    And I am signed in as "ada.emulated@meridian.example"
    And no token is stored in plaintext
    When I sign out
    Then the stored session is gone
    When I ask for a password reset for "ada.emulated@meridian.example"
    Then the sign-in page says only "We have sent you a link to reset your password. If it has not arrived in a few minutes, check your spam folder or request a new link."
    When I follow the password reset link sent to "ada.emulated@meridian.example"
    And I choose the new password "second-password"
    Then I am signed in as "ada.emulated@meridian.example"
    And no token is stored in plaintext
    When I sign out
    And I sign in with the email "ada.emulated@meridian.example" and the password "first-password"
    Then the sign-in page says only "The email or password you entered is incorrect."
    When I sign in with the email "ada.emulated@meridian.example" and the password "second-password"
    Then I am at "/playground"
    And I am signed in as "ada.emulated@meridian.example"
    And no token is stored in plaintext

  Scenario: A Google account signs in through the emulator's sign-in page in a popup
    Given I am a visitor
    When I open "/auth?tier=team"
    And I sign in with Google as "grace.popup@meridian.example" in the provider's window
    Then the provider's sign-in window was 500 by 600 pixels
    And I am at "/subscription?tier=team"
    And I am signed in as "grace.popup@meridian.example"
    And no token is stored in plaintext

  Scenario: A reset link whose code the emulator refuses says "Invalid Code."
    Given I am a visitor
    When I open "/auth?mode=resetPassword&oobCode=not-a-real-code"
    And I choose the new password "a-brand-new-one"
    Then the sign-in page says only "Invalid Code."
