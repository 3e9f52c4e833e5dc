Feature: Documentation
  The product documentation is written in Markdown in the repository (docs/) and shown in the dashboard with a
  table of contents and a search across every page. The address names the page and the heading
  (/document?page=<page>#<heading>), so a section can be linked to.

  @memory-build
  Scenario: A search finds a page and opens it at the heading
    Given I am a visitor
    When I open the documentation
    And I search the documentation for "monthly budget"
    Then the first search hit is "Organization and compliance › Monthly budget"
    When I open the first search hit with the keyboard
    Then I am at "/document?page=organization-and-compliance"
    And the documentation shows "Organization and compliance" at the heading "Monthly budget"

  Scenario: An address opens a page at a heading, with the page's table of contents
    Given I am a visitor
    When I open the documentation page "api-keys" at "delete-a-key"
    Then the documentation shows "API keys" at the heading "Delete a key"
    And the table of contents lists:
      | Create a key              |
      | Use a key                 |
      | When a key is refused     |
      | Edit, rotate, revoke      |
      | Delete a key              |
      | Budget alerts             |
      | When something goes wrong |

  Scenario: The terms and the privacy policy have pages of their own
    Given I am a visitor
    When I open "/tos"
    Then the page heading is "Terms of service"
    And the legal page's sections include "Acceptable use"
    When I open "/privacy-policy"
    Then the page heading is "Privacy policy"
    And the legal page's sections include "What we collect"
