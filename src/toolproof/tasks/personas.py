"""Personas: how a simulated user talks, as small data files combinable with any conversation task.

A persona never changes *what* the user knows or wants (that is the task's); it changes how they say
it: templates for answering, not knowing, acknowledging, confirming and refusing, pressure lines when
the agent holds a policy, and habits (ids typed wrong the first time, a silent first answer). Files are
``persona_library/<name>.yaml`` beside this module; each template list is chosen from with the
episode's seeded random stream, so the same seed gives the same words.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from toolproof.tasks.yaml_text import load_task_yaml

LIBRARY = "persona_library"


class PersonaError(ValueError):
    """A persona file that cannot be used (which file, which field)."""


class Persona(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    description: str = Field(min_length=1)
    answer: list[str] = Field(min_length=1)
    unknown: list[str] = Field(min_length=1)
    acknowledge: list[str] = Field(min_length=1)
    yes: list[str] = Field(min_length=1)
    no: list[str] = Field(min_length=1)
    closing: list[str] = Field(min_length=1)
    pressure: list[str] = Field(default_factory=list)
    id_typos: bool = False
    silent_first: bool = False

    @field_validator("answer")
    @classmethod
    def _answers_say(cls, answer: list[str]) -> list[str]:
        if any("{say}" not in a for a in answer):
            raise ValueError("every 'answer' template must contain {say} (the fact as the task words it)")
        return answer


def render(template: str, say: str) -> str:
    """``template`` with ``{say}`` filled, joined as a person would write it: "Let me think... {say}."
    with a ``say`` that ends in a full stop gives one full stop, not two."""
    before, _, after = template.partition("{say}")
    said = say.strip()
    if after[:1] in (".", ",", "!", "?", ";", ":") and said[-1:] in (".", "!", "?"):
        if said[-1] == ".":
            said = said[:-1]
        else:
            after = after[1:]
    return f"{before}{said}{after}"


def _files() -> dict[str, str]:
    folder = resources.files("toolproof.tasks").joinpath(LIBRARY)
    return {
        p.name.removesuffix(".yaml"): p.read_text(encoding="utf-8")
        for p in folder.iterdir()
        if p.name.endswith(".yaml")
    }


@cache
def personas() -> dict[str, Persona]:
    """Every persona of the library, by name (the file name must equal the persona's ``name``)."""
    out: dict[str, Persona] = {}
    for stem, text in sorted(_files().items()):
        where = f"{LIBRARY}/{stem}.yaml"
        try:
            persona = Persona.model_validate(load_task_yaml(text))
        except (ValidationError, yaml.YAMLError, ValueError) as exc:
            raise PersonaError(f"{where}: {exc}") from None
        if persona.name != stem:
            raise PersonaError(f"{where}: its name is {persona.name!r}; name the file {persona.name}.yaml")
        out[stem] = persona
    return out


def persona_names() -> list[str]:
    return sorted(personas())


def persona(name: str) -> Persona:
    try:
        return personas()[name]
    except KeyError:
        raise PersonaError(f"unknown persona {name!r} (known: {', '.join(persona_names())})") from None
