Feature: Tools, structured output and images in the playground
  Applications give models tools, ask them for JSON that follows a schema, and send them images. The playground
  lets a person try all three before writing any code: define a function, see the model call it, answer the call
  and get the final reply; switch structured output on and see whether the reply follows the schema; attach a
  picture from the computer. The exchange is then found in the usage logs with its tool call. The memory profile's
  simulated model and the reference gateway's answer alike: the same tool calls, the same JSON.

  Background:
    Given I am signed in
    And I am on the playground

  @memory-build
  Scenario: A newcomer asks a question and gets an answer with no setup
    Then the chosen model is "Best Available"
    When I ask "What is a watt?"
    Then the last reply is a simulated answer
    And the last reply says which model served it and why

  Scenario: A weather tool is called, answered, and the model replies with its result
    When I add the tool template "Weather"
    And I ask "What is the weather in Paris?"
    Then the last reply calls "get_weather" with a "location" argument
    When I answer the tool call with "18 °C and sunny"
    Then the last reply is a simulated answer
    And the last reply reports the tool result "18 °C and sunny"

  Scenario: A tool the model cannot read is refused before anything is sent
    When I add a tool defined as "{ not json"
    Then the tools panel says the tool is not valid JSON
    When I send "What is the weather in Paris?"
    Then no reply is shown

  Scenario: A structured answer is checked against the schema
    When I switch structured output on with the template schema
    And I ask "A weather report for Oslo"
    Then the last reply is JSON that follows the schema

  Scenario: A model that cannot do what the request needs is not offered, and says why
    When I add the tool template "Weather"
    And I attach the image "one-pixel.png"
    Then the model "Best Available" is offered
    And the model "o3-mini" is not offered because it "Cannot read images"

  Scenario: An image attached from the computer goes with the question
    When I attach the image "one-pixel.png"
    And I ask "What is in this picture?"
    Then the question shows the image "one-pixel.png"
    And the last reply is a simulated answer

  Scenario: An image too large to send is refused with the limit stated
    When I attach an image of 4 MB
    Then a toast says the image is larger than 3 MB
    And no image is attached

  Scenario: The tool round trip is found in the usage logs with its tool call
    When I add the tool template "Weather"
    And I ask "What is the weather in Oslo?"
    And I answer the tool call with "2 °C and snowing"
    And I open the usage logs
    And I open the request that called "get_weather"
    Then the drawer shows the tool call "get_weather" with its arguments
    And the drawer shows the tools offered
    And the drawer marks the estimated figures as estimates
