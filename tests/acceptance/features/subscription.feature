Feature: Subscription
  Anyone can compare the tiers, cheapest first, with their features, team and organization flags. A signed-in
  person subscribes the way the tier is paid for: with a saved or a new card, after a confirmation for a free tier,
  or by writing to sales. Their tier is marked with its renewal; they can cancel it at the end of the period or at
  once, after a confirmation that says which. A refused subscription is told in an error toast (SPEC §8). A visitor
  who picks a tier signs in first and comes back to it.

  # On the local stack every scenario shares one reference gateway: the scenarios that subscribe or cancel sign in
  # with an account made for the scenario, so none changes the tier of the demo account or of another scenario.

  @memory-build
  Scenario: The tiers are listed cheapest first, with their prices, features, team and organization
    Given I am a visitor
    When I open the subscription page
    Then the tiers are listed in the order "Free, Pro, Team, Enterprise"
    And each tier shows its price per month, none cheaper than the one before
    And the "Free" tier costs "$0.00 per month"
    And the "Free" tier lists "Requests per day" as "1,000"
    And the "Enterprise" tier lists "Requests per day" as "Unlimited"
    And no feature reads "true" or "false"
    And the "Free" tier lists a feature as "No"
    And the "Enterprise" tier lists a feature as "Yes"
    And no tier lists an untitled feature or how it is paid for
    And the "Free" tier has no team and no organization
    And the "Team" tier has a team of up to 10 members

  Scenario: The enterprise tier is asked for in a mail draft to sales
    Given I am a visitor
    When I open the subscription page
    Then contacting sales about the "Enterprise" tier opens a mail draft to "sales@meridian.example" with the subject "Enterprise Tier Request"

  Scenario: A visitor who picks a tier signs in and comes back to it
    Given I am a visitor
    When I open the subscription page
    And I pick the "Team" tier
    Then I am at "/auth?tier=tier-team"
    When I sign in with the demo account
    Then I am at "/subscription?tier=tier-team"
    And the "Team" tier is marked as my choice

  Scenario: Subscribing to a card-paid tier with a saved card, the default card chosen first
    Given I am signed in with an account of my own
    And I saved the card "4242 4242 4242 4242"
    When I open the subscription page
    And I choose the "Team" tier
    Then the chosen card is my default card
    When I pick my saved card "Visa ending in 4242"
    And I subscribe
    Then a toast says "You are now subscribed to Team."
    And the "Team" tier is mine, renewing in about a month

  Scenario: Subscribing to a card-paid tier with a new card
    Given I am signed in with an account of my own
    When I open the subscription page
    And I choose the "Team" tier
    And I add the card "4000 0566 5566 5556"
    Then the card "Visa ending in 5556" is chosen
    When I subscribe
    Then a toast says "You are now subscribed to Team."
    And the "Team" tier is mine, renewing in about a month

  Scenario: Subscribing to the free tier asks first, then needs no card
    Given I am signed in with an account of my own
    When I open the subscription page
    And I choose the "Free" tier
    Then I am asked "Subscribe to the Free tier? It is free: no card is needed. It replaces the tier you are on now, if any."
    When I subscribe
    Then a toast says "You are now subscribed to Free."
    And the "Free" tier is mine

  Scenario: Cancelling at the end of the period says so, and the tier then shows the day it ends
    Given I am signed in with an account of my own
    And I subscribed to the "Team" tier with the new card "5555 5555 5555 4444"
    When I ask to cancel my "Team" subscription at the end of the period
    Then I am asked to confirm cancelling my "Team" subscription at the end of the period, on the day it would renew
    When I confirm the cancellation
    Then a toast says my "Team" subscription will end on the day it would have renewed
    And the "Team" tier is still mine, ending on the day it would have renewed

  Scenario: Cancelling now says so, and no tier is mine afterwards
    Given I am signed in with an account of my own
    And I subscribed to the "Team" tier with the new card "5555 5555 5555 4444"
    When I ask to cancel my "Team" subscription now
    Then I am asked "Cancel your Team subscription now? It ends immediately, without waiting for the end of the period."
    When I confirm the cancellation
    Then a toast says "Your Team subscription has ended."
    And no tier is mine

  Scenario: Changing one's mind keeps the subscription
    Given I am signed in with an account of my own
    And I subscribed to the "Team" tier with the new card "5555 5555 5555 4444"
    When I ask to cancel my "Team" subscription now
    And I keep my subscription
    Then the "Team" tier is mine, renewing in about a month

  Scenario: Subscribing to a tier the gateway no longer sells shows its 404 message
    Given I am signed in with an account of my own
    And I open the subscription page
    And the page lists a free tier the gateway no longer sells
    When I subscribe to that tier
    Then a toast says "Tier not found"
    And I am at "/subscription"

  Scenario: Subscribing without a card to a tier sold for one shows its 400 message
    Given I am signed in with an account of my own
    And I open the subscription page
    And the page shows a tier the gateway sells for a card as free
    When I subscribe to that tier
    Then a toast says "A payment method is required"
    And I am at "/subscription"

  # @memory-only: the reference gateway's payment provider (its local ledger) cannot be made to fail on demand, nor
  # made to answer a status it never sends here; the memory gateway can be told to.
  @memory-only
  Scenario Outline: A refused subscription shows the server's message for 500, and a fixed one otherwise
    Given I am signed in
    And I open the subscription page
    And the gateway refuses the next subscription call with status <status> and "<sent>"
    When I subscribe to the "Free" tier
    Then a toast says "<shown>"
    And I am at "/subscription"

    Examples:
      | status | sent                                 | shown                                |
      | 500    | The payment provider is unavailable | The payment provider is unavailable |
      | 409    | You are already on this tier         | An unexpected error occurred         |
      | 429    | Slow down                            | An unexpected error occurred         |

  # @memory-only: the dashboard only calls with a session; a session lost between opening the page and subscribing
  # cannot be brought about on purpose against the real identity provider, the memory gateway can be told to.
  @memory-only
  Scenario: A subscription call without an access token says "Token is null"
    Given I am signed in
    And I open the subscription page
    And my session is lost before my next subscription call
    When I subscribe to the "Free" tier
    Then a toast says "Token is null"
