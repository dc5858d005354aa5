# The "app floors" test: cmake -DCXX=<compiler> -DROOTS=<build>/layers -DSRC=<src> -DFLOORS=a,b,c
#   -DWORK=<scratch folder> -P app_floors_test.cmake
# FLOORS lists the app's floors from the bottom up (CMakeLists.txt). For every floor, an include of
# a header of each floor above it must fail to preprocess against that floor's include root (the
# folder its library compiles with), and a header of its own floor must be found there. Only the
# preprocessor runs, so the test needs neither SDL nor GL.
cmake_minimum_required(VERSION 3.20)
string(REPLACE "," ";" floors "${FLOORS}")
file(MAKE_DIRECTORY "${WORK}")

function(header_of floor out)
  file(GLOB headers RELATIVE "${SRC}" "${SRC}/app/${floor}/*.h")
  list(SORT headers)
  list(GET headers 0 first)
  set(${out} "${first}" PARENT_SCOPE)
endfunction()

set(problems "")
set(refused 0)
list(LENGTH floors n)
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  list(GET floors ${i} floor)
  set(root "${ROOTS}/app_${floor}")
  header_of(${floor} own)
  file(WRITE "${WORK}/${floor}_own.cpp" "#if !__has_include(\"${own}\")\n#error own floor unseen\n#endif\n")
  execute_process(COMMAND "${CXX}" -std=c++20 -E -I "${root}" "${WORK}/${floor}_own.cpp"
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    list(APPEND problems "${floor} does not see its own ${own}: ${err}")
  endif()
  math(EXPR above "${i} + 1")
  if(above GREATER last)
    continue()
  endif()
  foreach(j RANGE ${above} ${last})
    list(GET floors ${j} higher)
    header_of(${higher} up)
    set(probe "${WORK}/${floor}_includes_${higher}.cpp")
    file(WRITE "${probe}" "#include \"${up}\"\n")
    execute_process(COMMAND "${CXX}" -std=c++20 -E -I "${root}" "${probe}"
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
    if(rc EQUAL 0)
      list(APPEND problems "${floor} includes ${up} from the floor above it (${higher}) and it compiles")
    elseif(NOT err MATCHES "${up}")
      list(APPEND problems "${floor} including ${up} failed for another reason: ${err}")
    else()
      math(EXPR refused "${refused} + 1")
    endif()
  endforeach()
endforeach()

if(problems)
  list(JOIN problems "\n  " text)
  message(FATAL_ERROR "The app's floors:\n  ${text}")
endif()
message(STATUS "app floors: ${refused} upward includes refused, every floor sees its own headers")
