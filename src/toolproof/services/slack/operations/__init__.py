"""Slack Web API methods, one module per family; importing this package registers them all."""

import toolproof.services.slack.operations.auth
import toolproof.services.slack.operations.bookmarks
import toolproof.services.slack.operations.chat
import toolproof.services.slack.operations.conversations
import toolproof.services.slack.operations.dms
import toolproof.services.slack.operations.files
import toolproof.services.slack.operations.history
import toolproof.services.slack.operations.membership
import toolproof.services.slack.operations.pins
import toolproof.services.slack.operations.presence
import toolproof.services.slack.operations.profile
import toolproof.services.slack.operations.reactions
import toolproof.services.slack.operations.reminders
import toolproof.services.slack.operations.scheduled
import toolproof.services.slack.operations.search
import toolproof.services.slack.operations.search_files
import toolproof.services.slack.operations.upload
import toolproof.services.slack.operations.usergroups
import toolproof.services.slack.operations.users
import toolproof.services.slack.operations.views  # noqa: F401
