Feature: Billing
  Registered people see their account figures, the cards they pay with and their invoices. A card is added in a
  dialog that checks it before anything is sent; only its brand, last four digits and expiry leave the browser.
  Invoices come a page at a time, newest first, and the page shown is kept in the address.

  # On the local stack one gateway serves every scenario: the demo account holds more than a page of invoices
  # (a paid tier for over a year) and may hold cards other scenarios added, so scenarios only look at the card
  # they added and never count on a fixed number of invoices.

  Background:
    Given I am signed in

  @memory-build
  Scenario: The account figures are shown in US dollars, with the paid tier's end and the card status
    When I open the billing page
    Then the current balance, the total usage and the total charges are shown in US dollars
    And the paid tier runs until a date
    And a valid card is said to be saved
    And no card setup error is shown
    And the total charges add up my paid invoices

  Scenario: Saved cards are listed with their brand, last four digits and expiry, the default first
    When I open the billing page
    Then my saved cards are listed with their brand, last four digits and expiry
    And the default card is listed first

  Scenario: A card added in the dialog is listed and confirmed
    When I open the billing page
    And I add a Mastercard card expiring next year
    Then the card I just added is listed
    And a toast says the card I just added was saved
    And a valid card is said to be saved
    And no card setup error is shown

  Scenario: A card number with a typo is refused before anything is sent
    When I open the billing page
    And I try to add the card number "4242 4242 4242 4241"
    Then the card dialog says "This card number is not valid: check it for a typo."
    And the saved cards are the same as before

  Scenario: An expired card is refused before anything is sent
    When I open the billing page
    And I try to add a card that expired last month
    Then the card dialog says "This card has expired."
    And the saved cards are the same as before

  Scenario: Invoices come ten to a page, newest first, and Next shows the older ones
    When I open the billing page
    Then I see page 1 of my invoices
    And the page lists 10 invoices, newest first
    And each invoice shows its number, its amount in US dollars, its date and its status
    And there is no previous page of invoices
    When I go to the next page of invoices
    Then I see page 2 of my invoices
    And page 2 lists the invoices that follow those of page 1
    And the address names the page of invoices

  Scenario: Previous goes back to the newer invoices
    When I open the billing page
    And I go to the next page of invoices
    And I go to the previous page of invoices
    Then I see page 1 of my invoices
    And page 1 lists the same invoices as before
    And I am at "/billing"

  Scenario: The last page of invoices has no next page, and every invoice was listed once
    When I open the billing page
    And I go through the pages of invoices to the last one
    Then there is no next page of invoices
    And every page but the last lists 10 invoices
    And no invoice was listed twice, and they came newest first

  Scenario: A page of invoices survives a reload, and Previous still works
    When I open the billing page
    And I go to the next page of invoices
    And I reload the page
    Then I see page 2 of my invoices
    And page 2 lists the invoices that follow those of page 1
    When I go to the previous page of invoices
    Then I see page 1 of my invoices
    And page 1 lists the same invoices as before
