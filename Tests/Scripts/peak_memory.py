"""Runs a command from a folder and writes the command's peak resident set to a file.

    python3 peak_memory.py RESULT FOLDER COMMAND [ARGUMENT ...]

RESULT receives ru_maxrss from wait4 as the kernel gives it (KiB on Linux, bytes on macOS); the exit
status is the command's, or 128 + the signal number when a signal ended it.

Why a process in between: on Linux, posix_spawn runs the child in its parent's memory map until
exec, and exec carries that map's high-water mark into the child's ru_maxrss. Spawned straight from
a test runner, snapguard would report the runner's own peak (hundreds of MB while other tests run
OCR in-process). This small process forks for real, so the command starts from its few MB.
"""
import os
import sys

result, folder, *command = sys.argv[1:]
os.chdir(folder)
pid = os.fork()
if pid == 0:
    try:
        os.execv(command[0], command)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(result, "w", encoding="ascii") as file:
    file.write(f"{usage.ru_maxrss}\n")
code = os.waitstatus_to_exitcode(status)
sys.exit(128 - code if code < 0 else code)
