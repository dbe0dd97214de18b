"""Where the lab server listens, and its class code.

The teacher chooses the interface: loopback by default (only this machine), ``lan`` for this
machine's school-network address, or an explicit private address. Public addresses and
"every interface" (``0.0.0.0``) are refused: the lab server is for a school network, never
for the open internet. Addresses are found from the interfaces themselves, without asking
a name server (no network traffic).
"""

from __future__ import annotations

import contextlib
import ipaddress
import secrets
import socket
import struct
import sys

from tutorapp.core.errors import TutorError
from tutorapp.core.remote.protocol import code_alphabet, format_code, normalise_code

LOOPBACK = "127.0.0.1"
LAN = "lan"
_SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address


def new_code(length: int = 8) -> str:
    """A random class code like ``ABCD-2345`` (32**8 possibilities; easy to read aloud)."""
    alphabet = code_alphabet()
    return format_code("".join(secrets.choice(alphabet) for _ in range(length)))


def check_code(code: str) -> str:
    """A teacher-chosen code, normalised; refuses codes a class could guess."""
    plain = normalise_code(code)
    if len(plain) < 6 or not plain.isalnum() or not plain.isascii():
        raise TutorError(
            "A class code needs at least 6 letters or digits (e.g. ABCD-2345); leave out "
            "--code to get a random one."
        )
    return format_code(plain)


def lan_addresses() -> list[str]:
    """This machine's private (school-network) IPv4 addresses, best first."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        found = _linux_addresses()
    else:
        with contextlib.suppress(OSError):
            found = socket.gethostbyname_ex(socket.gethostname())[2]
    private = [a for a in dict.fromkeys(found) if _is_lan(ipaddress.ip_address(a))]
    # 192.168.x and 10.x are the usual school networks; 172.16-31 is often a container bridge.
    return sorted(private, key=lambda a: (a.startswith("172."), a))


def _linux_addresses() -> list[str]:
    import fcntl  # noqa: PLC0415 - POSIX only

    found = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            with contextlib.suppress(OSError):
                reply = fcntl.ioctl(probe.fileno(), _SIOCGIFADDR, request)
                found.append(socket.inet_ntoa(reply[20:24]))
    return found


def _is_lan(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    return address.is_private and not address.is_loopback and not address.is_unspecified


def resolve_host(host: str | None) -> str:
    """The address to bind: loopback by default, ``lan``, or an explicit private address."""
    if host is None or host.strip().lower() in ("", "localhost", "loopback"):
        return LOOPBACK
    text = host.strip()
    if text.lower() == LAN:
        addresses = lan_addresses()
        if not addresses:
            raise TutorError(
                "This machine has no school-network address (no 10.x, 172.16–31.x or 192.168.x "
                "address). Connect it to the school network (Wi-Fi or cable) and try again, "
                "or serve only this machine without --host."
            )
        return addresses[0]
    try:
        address = ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        raise TutorError(
            f"“{text}” is not an address to serve on. Use --host lan (this machine's "
            "school-network address), an address such as 192.168.1.20, or leave it out to "
            "serve only this machine."
        ) from None
    if address.is_unspecified:
        raise TutorError(
            f"--host {text} would serve every network this machine is on, including the "
            "internet. Use --host lan, or one address such as 192.168.1.20."
        )
    if not (address.is_loopback or _is_lan(address)):
        raise TutorError(
            f"{text} is a public internet address: the lab server serves only this machine or "
            "a school network (10.x, 172.16–31.x, 192.168.x). Use --host lan."
        )
    return str(address)


def free_port(host: str = LOOPBACK) -> int:
    """A port nothing listens on now (for the servers behind the gateway, on loopback)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])
