@local
Feature: Subscribing on the local stack, end to end
  Against the reference gateway and its local ledger: a new person saves a card while subscribing to a paid tier,
  finds the first period's invoice on the billing page, then cancels at the end of the period and sees the day it
  ends.

  Scenario: A new person subscribes to Pro with a new card, sees the invoice, cancels at period end and sees the end date
    Given I am signed in with an account of my own
    When I open the subscription page
    Then no tier is mine
    When I choose the "Pro" tier
    And I add the card "4242 4242 4242 4242"
    Then the card "Visa ending in 4242" is chosen
    And the chosen card is my default card
    When I subscribe
    Then a toast says "You are now subscribed to Pro."
    And the "Pro" tier is mine, renewing in about a month
    When I open the billing page
    Then my only invoice is of "$19.99", dated today, and paid
    When I open the subscription page
    And I ask to cancel my "Pro" subscription at the end of the period
    Then I am asked to confirm cancelling my "Pro" subscription at the end of the period, on the day it would renew
    When I confirm the cancellation
    Then a toast says my "Pro" subscription will end on the day it would have renewed
    And the "Pro" tier is still mine, ending on the day it would have renewed
    When I reload the page
    Then the "Pro" tier is still mine, ending on the day it would have renewed
