Feature: API keys
  A registered person makes keys to call the gateway from their own code, each named and, if they wish, given a
  last day, a monthly budget, limits per minute and the models it may call. A secret is shown in full once, with a
  way to copy it, when a key is made or rotated; afterwards only its first and last characters are shown. A key near
  its last day is marked expiring, one past it expired. Rotating keeps the old secret working for the grace chosen;
  revoking refuses the key from the next request. Revoking and deleting ask first. When the gateway refuses, its own
  messages are shown.

  # On the local stack every scenario shares one gateway and the demo account may already hold keys: scenarios
  # only look at the key they created.

  @memory-build
  Scenario: A new key is shown in full once, then listed masked with its creation date and time
    Given I am signed in
    And I open the API keys
    When I create an API key
    Then the new key is shown in full
    And I am warned that it won't be shown again
    And the key I just created is listed masked, with the date and time it was created
    When I say I have saved the new key
    Then no key is shown in full
    And the key I just created is listed masked, with the date and time it was created

  Scenario: A key is made with a name, a budget, a rate limit and one model
    Given I am signed in
    And I open the API keys
    When I create an API key named "CI" with a monthly budget of "0.05" USD, "10" requests per minute, limited to "gpt-4o-mini"
    Then the key I just created is listed as "CI", spending "$0.00 of $0.05", limited to "10 requests/min" and "gpt-4o-mini"
    And the key I just created is marked "Active"
    When I rename the key I just created to "CI nightly"
    Then the key I just created is named "CI nightly"

  Scenario: A setting that breaks a rule is shown in the dialog and no key is made
    Given I am signed in
    And I open the API keys
    When I try to create an API key with "-1" as its monthly budget
    Then the settings dialog says "monthlyBudgetUsd must be at least 0.01"
    And no new key was created

  Scenario: A key near its last day is marked expiring
    Given I am signed in
    And I open the API keys
    When I create an API key named "Trial" whose last day is in 3 days
    Then the key I just created is marked "Expiring soon"

  # @memory-only: a key cannot be made already expired; the memory gateway holds one made earlier.
  @memory-only
  Scenario: A key past its last day is marked expired
    Given I am signed in
    And I open the API keys
    And I have an API key named "Old" that expired yesterday
    When I leave the page through the menu and come back
    Then the key named "Old" is marked "Expired"

  Scenario: Rotating shows the new secret once and says until when the old one works
    Given I am signed in
    And I open the API keys
    And I created an API key named "Rotating"
    And I say I have saved the new key
    When I rotate the key I just created with a 1 hour grace
    Then the new key is shown in full
    And the key I just created is listed masked, with the date and time it was created
    And the key I just created says until when its old secret works

  Scenario: Revoking a key asks first, naming it, then marks it revoked
    Given I am signed in
    And I open the API keys
    And I created an API key named "Leaked"
    When I ask to revoke the key I just created
    Then I am asked to confirm revoking the key I just created
    When I confirm
    Then the key I just created is marked "Revoked"
    And a toast says the key I just created was revoked

  Scenario: Leaving the page forgets the new key's full value
    Given I am signed in
    And I open the API keys
    And I created an API key
    When I leave the page through the menu and come back
    Then no key is shown in full
    And the key I just created is listed masked, with the date and time it was created

  Scenario: Deleting a key asks first, naming the key
    Given I am signed in
    And I open the API keys
    And I created an API key named "Old build"
    When I ask to delete the key I just created
    Then I am asked to confirm deleting the key I just created
    When I confirm
    Then the key I just created is no longer listed
    And no key is shown in full
    And a toast says the key I just created was deleted

  Scenario: Cancelling the confirmation keeps the key
    Given I am signed in
    And I open the API keys
    And I created an API key
    When I ask to delete the key I just created
    And I cancel the deletion
    Then the key I just created is still listed

  # @memory-only: deletes every key of the demo account, which the shared reference gateway's other scenarios
  # (the end-to-end scenario's requests made with a key) may still need.
  @memory-only
  Scenario: With no keys, the page says so
    Given I am signed in
    And I have no API keys
    Then the API keys page says "No API keys yet"
    When I create an API key
    Then the key I just created is listed masked, with the date and time it was created

  # @memory-only: the reference gateway cannot be made to refuse a call on demand; the memory gateway can.
  @memory-only
  Scenario: A refused key generation shows the gateway's messages in an error toast
    Given I am signed in
    And I open the API keys
    And the gateway refuses the next API key call with "You have 50 API keys, the most one account may have"
    When I create an API key
    Then a toast says "You have 50 API keys, the most one account may have"
    And no new key was created

  # @memory-only: as above, the refusal is made on purpose by the memory gateway.
  @memory-only
  Scenario: A refused deletion shows the gateway's messages and keeps the key
    Given I am signed in
    And I open the API keys
    And I created an API key
    And the gateway refuses the next API key call with "This key is in use"
    When I ask to delete the key I just created
    And I confirm
    Then a toast says "This key is in use"
    And the key I just created is still listed

  Scenario: The playground's request with a revoked key is refused in the gateway's words
    Given I am signed in
    And I open the API keys
    And I created an API key named "Retired"
    And I revoke the key I just created
    When I call the playground with the key I just created
    And I choose the model "gpt-4o-mini"
    And I ask "What is a watt?"
    Then a toast says "This API key was revoked."
