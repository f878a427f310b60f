"""Parses recorded provider answers with the Python models quicktype generated from a contract.

Usage: python3 parse_fixtures.py <models.py> '[["answer.json", "SchemaName"], ...]'

Each answer is read with the schema's generated `<schema>_from_dict` (which checks every field's
type as the contract declares it, failing on the first that differs) and written back with
`<schema>_to_dict`. Prints one JSON line per answer: its file, the class it parsed into and, for
a list answer, how many items came back. Standard library only.
"""
import importlib.util
import json
import sys

spec = importlib.util.spec_from_file_location("contract", sys.argv[1])
models = importlib.util.module_from_spec(spec)
spec.loader.exec_module(models)

# quicktype names the converters after the schema in snake case (GifListResponse ->
# gif_list_response_from_dict); match them on the name without case or underscores.
converters = {
    name[: -len("_from_dict")].replace("_", ""): name[: -len("_from_dict")]
    for name in dir(models)
    if name.endswith("_from_dict")
}

for path, schema in json.loads(sys.argv[2]):
    with open(path, encoding="utf-8") as file:
        answer = json.load(file)
    stem = converters[schema.lower()]
    parsed = getattr(models, stem + "_from_dict")(answer)
    written = getattr(models, stem + "_to_dict")(parsed)
    # The list of a list answer: GIPHY's `data`, the Tenor-v2 shape's `results`.
    lists = [written.get(key) for key in ("data", "results")] if isinstance(written, dict) else []
    items = next((value for value in lists if isinstance(value, list)), None)
    print(json.dumps({
        "file": path,
        "class": type(parsed).__name__,
        "items": len(items) if isinstance(items, list) else None,
    }))
