"""A plain script: the moto-style context manager, no pytest needed.

python examples/pytest/script_serve.py
"""

from toolproof.testing import assert_changes, serve


def main() -> None:
    with serve(["slack"], virtual_time=True) as api:
        slack = api.slack()
        channel = slack.conversations_list()["channels"][0]["id"]
        slack.chat_postMessage(channel=channel, text="deploy finished")
        assert_changes(api.world, slack_messages="+1")
        print(f"posted to {channel}: {api.world.diff().summary()}")


if __name__ == "__main__":
    main()
