# The SDL2 + OpenGL ES 3 app: the same sources build the web page (wasm) and a desktop program.

# The rules texts (assets/rules/<game id>.txt) are not embedded: the first frame never shows them,
# so tools/build-web ships them beside the page and the rules screen fetches its game's
# (platform/asset_text.h); the desktop reads them from the source tree's assets/.
set(PARLOR_EMBED_FILES
  shaders/quad.vert shaders/quad.frag
  assets/fonts/DejaVuSans.ttf assets/fonts/DejaVuSans-Bold.ttf)
set(PARLOR_EMBED_DEPS "")
foreach(f ${PARLOR_EMBED_FILES})
  list(APPEND PARLOR_EMBED_DEPS ${CMAKE_SOURCE_DIR}/${f})
endforeach()
set(PARLOR_EMBED_OUT ${CMAKE_BINARY_DIR}/generated/embedded_assets.cpp)
string(REPLACE ";" "\\;" PARLOR_EMBED_LIST "${PARLOR_EMBED_FILES}")
add_custom_command(OUTPUT ${PARLOR_EMBED_OUT}
  COMMAND ${CMAKE_COMMAND} -DOUT=${PARLOR_EMBED_OUT} -DROOT=${CMAKE_SOURCE_DIR}
          "-DFILES=${PARLOR_EMBED_LIST}" -P ${CMAKE_SOURCE_DIR}/cmake/embed.cmake
  DEPENDS ${PARLOR_EMBED_DEPS} ${CMAKE_SOURCE_DIR}/cmake/embed.cmake
  COMMENT "Embedding shaders and fonts")

# One library per floor (CMakeLists.txt lists them and what each sees), each compiled against its
# own include root. Object libraries: every file of a floor is linked, as when the app was one
# target, so the functions JavaScript calls (EXPORTED_FUNCTIONS) stay in.
set(PARLOR_FLOOR_BELOW "")
foreach(floor ${PARLOR_APP_FLOORS})
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/app/${floor}/*.cpp)
  add_library(parlor_app_${floor} OBJECT ${sources})
  target_include_directories(parlor_app_${floor} PUBLIC ${PARLOR_LAYER_ROOTS}/app_${floor})
  target_link_libraries(parlor_app_${floor} PUBLIC parlor_core)
  foreach(below ${PARLOR_FLOOR_SEES_${floor}})
    if(NOT below STREQUAL floor)
      target_link_libraries(parlor_app_${floor} PUBLIC parlor_app_${below})
    endif()
  endforeach()
endforeach()
# The app plays any Joker board too: the four-seat names (games/joker/board.h) are for tests.
target_compile_definitions(parlor_app_platform PUBLIC PARLOR_JOKER_ANY_BOARD)
target_sources(parlor_app_platform PRIVATE ${PARLOR_EMBED_OUT})

add_executable(parlor_app ${CMAKE_SOURCE_DIR}/src/app/main.cpp)
target_include_directories(parlor_app PRIVATE ${CMAKE_SOURCE_DIR}/src)
foreach(floor ${PARLOR_APP_FLOORS})
  target_link_libraries(parlor_app PRIVATE parlor_app_${floor})
endforeach()

if(EMSCRIPTEN)
  set(PARLOR_WASM_DEPS "" CACHE PATH "Prefix with SDL2, FreeType and SDL2_ttf built for wasm (tools/build-deps --prefix)")
  if(NOT EXISTS "${PARLOR_WASM_DEPS}/lib/libSDL2.a")
    message(FATAL_ERROR "PARLOR_WASM_DEPS='${PARLOR_WASM_DEPS}' has no libSDL2.a; run tools/bootstrap and pass -DPARLOR_WASM_DEPS=$(tools/build-deps --prefix)")
  endif()
  target_include_directories(parlor_app_platform SYSTEM PUBLIC ${PARLOR_WASM_DEPS}/include ${PARLOR_WASM_DEPS}/include/SDL2)
  target_link_libraries(parlor_app PRIVATE
    ${PARLOR_WASM_DEPS}/lib/libSDL2_ttf.a ${PARLOR_WASM_DEPS}/lib/libfreetype.a ${PARLOR_WASM_DEPS}/lib/libSDL2.a)
  target_link_options(parlor_app PRIVATE
    -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web
    # The first load's weight (bench/page-weight): the linked module optimised for size, the small
    # allocator, and no file system (fonts and data are embedded; the rules texts come by fetch).
    -Oz -sMALLOC=emmalloc -sFILESYSTEM=0
    # Every browser the page runs in has TextDecoder, and the glue reads only the Module fields
    # web/loader.js sets: no fallback UTF-8 decoder, no code for the other fields.
    -sTEXTDECODER=2 -sINCOMING_MODULE_JS_API=canvas,instantiateWasm,onAbort,print,printErr
    # WebGL2's core is all the renderer uses: no extensions enabled one by one at start.
    -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0 -sGL_SUPPORT_SIMPLE_ENABLE_EXTENSIONS=0
    -sEXPORTED_RUNTIME_METHODS=ccall,cwrap -sEXPORTED_FUNCTIONS=_main,_malloc,_free,_parlor_text_edited,_parlor_test_start,_parlor_test_seed,_parlor_test_hand,_parlor_test_say,_parlor_test_texts,_parlor_link_arrived,_parlor_share_done,_parlor_peer_event,_parlor_peer_text,_parlor_peer_answer,_parlor_text_fetched
    # SHELL: keeps each flag with its file (CMake would merge the repeated --js-library).
    "SHELL:--js-library ${CMAKE_SOURCE_DIR}/web/shim.js" "SHELL:--js-library ${CMAKE_SOURCE_DIR}/web/peer.js")
  set_property(TARGET parlor_app APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/web/shim.js ${CMAKE_SOURCE_DIR}/web/peer.js)
  set_target_properties(parlor_app PROPERTIES OUTPUT_NAME parlor SUFFIX ".js")
else()
  find_package(SDL2 REQUIRED)
  find_package(SDL2_ttf REQUIRED)
  find_library(PARLOR_GLES GLESv2 REQUIRED)
  target_link_libraries(parlor_app_platform PUBLIC SDL2::SDL2 SDL2_ttf::SDL2_ttf ${PARLOR_GLES})
  # Where the desktop program reads the texts the page fetches (platform/asset_text.cpp).
  set_source_files_properties(${CMAKE_SOURCE_DIR}/src/app/platform/asset_text.cpp PROPERTIES
    COMPILE_DEFINITIONS PARLOR_ASSETS_DIR="${CMAKE_SOURCE_DIR}/assets")
  set_target_properties(parlor_app PROPERTIES OUTPUT_NAME parlor-desktop)
endif()
