# Each doctest TEST_CASE becomes its own ctest test, so a failure names the rule it checks.
include(doctest OPTIONAL RESULT_VARIABLE PARLOR_DOCTEST_MODULE)
function(parlor_add_doctest target)
  if(PARLOR_DOCTEST_MODULE)
    doctest_discover_tests(${target} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  else()
    add_test(NAME ${target} COMMAND ${target} WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  endif()
endfunction()
