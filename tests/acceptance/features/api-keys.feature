Feature: API keys
  A registered person creates keys to call the gateway from their own code. A new key is shown in full once, with
  a way to copy it; afterwards only its first and last characters are shown. Deleting a key asks first. When the
  gateway refuses, its own messages are shown in an error toast.

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
    And I created an API key
    When I ask to delete the key I just created
    Then I am asked to confirm deleting the key I just created
    When I confirm the deletion
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
    And I confirm the deletion
    Then a toast says "This key is in use"
    And the key I just created is still listed
