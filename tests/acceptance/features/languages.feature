Feature: Interface languages
  About seventy languages, each listed by its own name; the choice applies to the whole interface at once and is
  remembered. Right-to-left languages mirror the layout, and only the chosen language's texts are downloaded.

  Scenario: The picker lists every language by its own name
    Given I am a visitor
    When I open "/auth"
    Then the language picker offers 70 languages
    And it lists "English (US)", "日本語", "العربية", "Deutsch" and "हिन्दी"

  Scenario: A chosen language is applied to the whole interface and remembered after a reload
    Given I am a visitor
    And I open "/auth"
    When I choose the language "日本語"
    Then the interface is in "ja-JP", written left to right
    And the stored app state has the language "ja-JP"
    When I reload the page
    Then the interface is in "ja-JP", written left to right

  Scenario: A right-to-left language is written right to left
    Given I am a visitor
    And I open "/auth"
    When I choose the language "العربية"
    Then the interface is in "ar-SA", written right to left

  @real-browser-only
  Scenario: A right-to-left language mirrors the layout
    Given I am a visitor
    And I open "/auth"
    When I choose the language "עברית"
    Then the top bar is mirrored
    When I choose the language "English (US)"
    Then the top bar is not mirrored

  @real-browser-only
  Scenario: Only the chosen language's texts are downloaded
    Given I am signed in
    And I open "/playground"
    When I choose the language "Deutsch"
    And I reload the page
    Then the interface is in "de-DE", written left to right
    And the language packs downloaded are those of "de-DE" only
