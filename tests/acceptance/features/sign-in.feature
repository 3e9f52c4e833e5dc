Feature: Signing in and out
  One form signs a person in: a new email gets an account, a known one is signed in. Google and Microsoft
  accounts sign in through a popup. The session is stored encrypted and forgotten on sign-out.

  @memory-build
  Scenario: The demo account signs in through the form and starts in the playground
    Given I am a visitor
    When I sign in with the email "demo@meridian.example" and the password "meridian-demo"
    Then I am at "/playground"
    And I am signed in as "demo@meridian.example"

  Scenario: A new email gets an account and is signed in at once
    Given I am a visitor
    When I sign in with the email "grace@meridian.example" and the password "compiler-1952"
    Then I am at "/playground"
    And I am signed in as "grace@meridian.example"

  Scenario: The email is compared lowercased and without spaces
    Given I am a visitor
    When I sign in with the email "  Demo@Meridian.Example " and the password "meridian-demo"
    Then I am signed in as "demo@meridian.example"

  Scenario: A wrong password is refused without saying which part was wrong
    Given I am a visitor
    When I sign in with the email "demo@meridian.example" and the password "not-the-password"
    Then the sign-in page says only "The email or password you entered is incorrect."
    And I am at "/auth"
    And I am not signed in

  # @memory-only: the Auth emulator never rate-limits, so it never answers TOO_MANY_ATTEMPTS_TRY_LATER.
  @memory-only
  Scenario: Too many wrong passwords lock the account for a while
    Given I am a visitor
    When I sign in with the email "demo@meridian.example" and the wrong password 5 times
    And I sign in with the email "demo@meridian.example" and the password "meridian-demo"
    Then the sign-in page says only "Too many failed login attempts. Please try again later or reset your password."
    And I am not signed in

  Scenario Outline: A <provider> account signs in through its popup
    Given I am a visitor
    When I open "/auth?tier=team"
    And I sign in with my <provider> account
    Then I am at "/subscription?tier=team"
    And I am signed in as "<email>"

    Examples:
      | provider  | email                           |
      | Google    | google.demo@meridian.example    |
      | Microsoft | microsoft.demo@meridian.example |

  Scenario: No token is readable in storage once signed in
    Given I am signed in
    Then no token is stored in plaintext

  Scenario: Signing out forgets the stored session
    Given I am signed in
    When I sign out
    Then the stored session is gone
    And I am not signed in
