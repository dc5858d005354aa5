# libFuzzer targets (the fuzz preset): one executable fuzz_<name> per tests/fuzz/<name>.cpp, and
# fuzz_make_corpus, which writes the seed corpora of tests/fuzz/corpus/ from real games.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "PARLOR_FUZZ needs clang (libFuzzer); use the fuzz preset")
endif()

# The app's settings, stats and saved-game readers are plain C++ (as in the doctest suite).
set(PARLOR_FUZZ_SESSION_SOURCES ${CMAKE_SOURCE_DIR}/src/app/session/settings.cpp
    ${CMAKE_SOURCE_DIR}/src/app/session/setup.cpp ${CMAKE_SOURCE_DIR}/src/app/session/save.cpp)
add_library(parlor_fuzz_session STATIC ${PARLOR_FUZZ_SESSION_SOURCES})
target_include_directories(parlor_fuzz_session PUBLIC ${CMAKE_SOURCE_DIR}/src)
target_link_libraries(parlor_fuzz_session PUBLIC parlor_net)

file(GLOB PARLOR_FUZZ_TARGETS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/fuzz/*.cpp)
list(FILTER PARLOR_FUZZ_TARGETS EXCLUDE REGEX "/make_corpus\\.cpp$")
foreach(src ${PARLOR_FUZZ_TARGETS})
  get_filename_component(name ${src} NAME_WE)
  add_executable(fuzz_${name} ${src})
  target_link_libraries(fuzz_${name} PRIVATE parlor_fuzz_session)
  target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
endforeach()

add_executable(fuzz_make_corpus ${CMAKE_SOURCE_DIR}/tests/fuzz/make_corpus.cpp)
target_link_libraries(fuzz_make_corpus PRIVATE parlor_fuzz_session)
